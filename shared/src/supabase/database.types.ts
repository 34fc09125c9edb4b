// The schema of supabase/migrations, in the shape `supabase gen types typescript` produces,
// so `createClient<Database>` types every query. Keep in step with the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      blog_posts: {
        Row: {
          id: string;
          title: string;
          slug: string;
          category: string;
          excerpt: string;
          content: string;
          cover_image: string | null;
          /** null = draft */
          published_at: string | null;
          created_at: string;
          updated_at: string;
          author_id: string | null;
        };
        Insert: {
          id?: string;
          title: string;
          slug: string;
          category?: string;
          excerpt: string;
          content: string;
          cover_image?: string | null;
          published_at?: string | null;
          created_at?: string;
          updated_at?: string;
          author_id?: string | null;
        };
        Update: {
          id?: string;
          title?: string;
          slug?: string;
          category?: string;
          excerpt?: string;
          content?: string;
          cover_image?: string | null;
          published_at?: string | null;
          created_at?: string;
          updated_at?: string;
          author_id?: string | null;
        };
        Relationships: [];
      };
      leads: {
        Row: {
          id: string;
          kind: string;
          name: string | null;
          email: string;
          company: string | null;
          plan: string | null;
          page: string | null;
          message: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          kind: string;
          name?: string | null;
          email: string;
          company?: string | null;
          plan?: string | null;
          page?: string | null;
          message?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          kind?: string;
          name?: string | null;
          email?: string;
          company?: string | null;
          plan?: string | null;
          page?: string | null;
          message?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      is_admin: { Args: Record<string, never>; Returns: boolean };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicTables = Database['public']['Tables'];

export type BlogPost = PublicTables['blog_posts']['Row'];
export type BlogPostInsert = PublicTables['blog_posts']['Insert'];
export type BlogPostUpdate = PublicTables['blog_posts']['Update'];
export type Lead = PublicTables['leads']['Row'];
export type LeadInsert = PublicTables['leads']['Insert'];
