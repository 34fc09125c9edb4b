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
          /** Who saved the current version; set by the database on every insert and update. */
          updated_by: string | null;
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
          updated_by?: string | null;
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
          updated_by?: string | null;
        };
        Relationships: [];
      };
      post_revisions: {
        /** A post's version as it was before a save replaced it. Admins read; nobody writes through the API. */
        Row: {
          id: number;
          post_id: string;
          title: string;
          slug: string;
          category: string;
          excerpt: string;
          content: string;
          cover_image: string | null;
          published_at: string | null;
          /** Who saved this version (the replaced row's updated_by). */
          saved_by: string | null;
          saved_by_email: string | null;
          /** When this version was saved (the replaced row's updated_at). */
          saved_at: string;
          /** The fields the next save changed: title, slug, category, excerpt, content, cover_image, published_at. */
          changed_fields: string[];
          created_at: string;
        };
        Insert: { [_ in never]: never };
        Update: { [_ in never]: never };
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
          /** When an admin marked it handled; null while it waits. */
          handled_at: string | null;
          /** Generated: lower(email name company), what the inbox search matches. */
          search_text: string;
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
          /** The only column admins may update. */
          handled_at?: string | null;
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
      published_posts_page: {
        Args: {
          search?: string | null;
          category?: string | null;
          page?: number | null;
          page_size?: number | null;
        };
        Returns: Json;
      };
      published_post_categories: { Args: Record<string, never>; Returns: Json };
      lead_stats: { Args: Record<string, never>; Returns: Json };
      admin_leads_page: {
        Args: {
          kind?: string | null;
          search?: string | null;
          handled?: boolean | null;
          sort?: string | null;
          direction?: string | null;
          page?: number | null;
          page_size?: number | null;
        };
        Returns: Json;
      };
      restore_post_revision: {
        Args: { revision_id: number };
        Returns: Database['public']['Tables']['blog_posts']['Row'];
      };
      prune_post_revisions: { Args: Record<string, never>; Returns: number };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicTables = Database['public']['Tables'];

export type BlogPost = PublicTables['blog_posts']['Row'];
export type BlogPostInsert = PublicTables['blog_posts']['Insert'];
export type BlogPostUpdate = PublicTables['blog_posts']['Update'];
/** A lead as the apps read it (search_text is only for filtering). */
export type Lead = Omit<PublicTables['leads']['Row'], 'search_text'>;
export type LeadInsert = PublicTables['leads']['Insert'];
export type PostRevision = PublicTables['post_revisions']['Row'];
