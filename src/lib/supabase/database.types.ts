// Generated from supabase/migrations by tests/db/generate-types.ts. Do not edit by hand:
// UPDATE_DB_TYPES=1 npx vitest run tests/db/rls-matrix.test.ts

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      ai_usage: {
        Row: {
          actor_id: string | null;
          article_id: string | null;
          completion_tokens: number;
          cost_usd: number;
          feature: string;
          id: string;
          job_id: string | null;
          model: string;
          occurred_at: string;
          prompt_tokens: number;
          total_tokens: number | null;
        };
        Insert: {
          actor_id?: string | null;
          article_id?: string | null;
          completion_tokens?: number;
          cost_usd?: number;
          feature: string;
          id?: string;
          job_id?: string | null;
          model: string;
          occurred_at?: string;
          prompt_tokens?: number;
          total_tokens?: never;
        };
        Update: {
          actor_id?: string | null;
          article_id?: string | null;
          completion_tokens?: number;
          cost_usd?: number;
          feature?: string;
          id?: string;
          job_id?: string | null;
          model?: string;
          occurred_at?: string;
          prompt_tokens?: number;
          total_tokens?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'ai_usage_article_id_fkey';
            columns: ['article_id'];
            isOneToOne: false;
            referencedRelation: 'articles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ai_usage_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'automation_jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      articles: {
        Row: {
          author_id: string | null;
          author_name: string | null;
          category_id: string | null;
          content: string;
          content_markdown: string | null;
          cover_image_alt: string | null;
          cover_image_url: string | null;
          created_at: string;
          excerpt: string;
          faq_schema: Json | null;
          generation_params: Json | null;
          id: string;
          keywords: string[];
          model: string | null;
          published_at: string | null;
          reading_time: number | null;
          schema_markup: Json | null;
          seo_description: string | null;
          seo_title: string | null;
          slug: string;
          status: string;
          tags: string[];
          title: string;
          updated_at: string;
          usage: Json | null;
          word_count: number | null;
        };
        Insert: {
          author_id?: string | null;
          author_name?: string | null;
          category_id?: string | null;
          content?: string;
          content_markdown?: string | null;
          cover_image_alt?: string | null;
          cover_image_url?: string | null;
          created_at?: string;
          excerpt?: string;
          faq_schema?: Json | null;
          generation_params?: Json | null;
          id?: string;
          keywords?: string[];
          model?: string | null;
          published_at?: string | null;
          reading_time?: number | null;
          schema_markup?: Json | null;
          seo_description?: string | null;
          seo_title?: string | null;
          slug: string;
          status?: string;
          tags?: string[];
          title: string;
          updated_at?: string;
          usage?: Json | null;
          word_count?: number | null;
        };
        Update: {
          author_id?: string | null;
          author_name?: string | null;
          category_id?: string | null;
          content?: string;
          content_markdown?: string | null;
          cover_image_alt?: string | null;
          cover_image_url?: string | null;
          created_at?: string;
          excerpt?: string;
          faq_schema?: Json | null;
          generation_params?: Json | null;
          id?: string;
          keywords?: string[];
          model?: string | null;
          published_at?: string | null;
          reading_time?: number | null;
          schema_markup?: Json | null;
          seo_description?: string | null;
          seo_title?: string | null;
          slug?: string;
          status?: string;
          tags?: string[];
          title?: string;
          updated_at?: string;
          usage?: Json | null;
          word_count?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'articles_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
      audit_log: {
        Row: {
          action: string;
          actor_id: string | null;
          created_at: string;
          detail: Json;
          entity: string;
          entity_id: string | null;
          id: number;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          created_at?: string;
          detail?: Json;
          entity: string;
          entity_id?: string | null;
          id?: never;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          created_at?: string;
          detail?: Json;
          entity?: string;
          entity_id?: string | null;
          id?: never;
        };
        Relationships: [];
      };
      automation_errors: {
        Row: {
          created_at: string;
          detail: Json;
          id: string;
          job_id: string | null;
          message: string;
          resolved_at: string | null;
          run_id: string | null;
        };
        Insert: {
          created_at?: string;
          detail?: Json;
          id?: string;
          job_id?: string | null;
          message: string;
          resolved_at?: string | null;
          run_id?: string | null;
        };
        Update: {
          created_at?: string;
          detail?: Json;
          id?: string;
          job_id?: string | null;
          message?: string;
          resolved_at?: string | null;
          run_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'automation_errors_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'automation_jobs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'automation_errors_run_id_fkey';
            columns: ['run_id'];
            isOneToOne: false;
            referencedRelation: 'automation_job_runs';
            referencedColumns: ['id'];
          },
        ];
      };
      automation_job_runs: {
        Row: {
          attempt: number;
          completion_tokens: number;
          error: string | null;
          finished_at: string | null;
          id: string;
          job_id: string;
          model: string | null;
          outcome: string;
          prompt_tokens: number;
          started_at: string;
          word_count: number;
        };
        Insert: {
          attempt: number;
          completion_tokens?: number;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          job_id: string;
          model?: string | null;
          outcome?: string;
          prompt_tokens?: number;
          started_at?: string;
          word_count?: number;
        };
        Update: {
          attempt?: number;
          completion_tokens?: number;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          job_id?: string;
          model?: string | null;
          outcome?: string;
          prompt_tokens?: number;
          started_at?: string;
          word_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'automation_job_runs_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'automation_jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      automation_jobs: {
        Row: {
          article_id: string | null;
          attempts: number;
          created_at: string;
          created_by: string | null;
          custom_instructions: string;
          due_at: string;
          finished_at: string | null;
          id: string;
          last_error: string | null;
          max_attempts: number;
          options: Json;
          plan_id: string | null;
          started_at: string | null;
          state: string;
          target_keyword: string;
          updated_at: string;
          workflow_id: string | null;
        };
        Insert: {
          article_id?: string | null;
          attempts?: number;
          created_at?: string;
          created_by?: string | null;
          custom_instructions?: string;
          due_at?: string;
          finished_at?: string | null;
          id?: string;
          last_error?: string | null;
          max_attempts?: number;
          options?: Json;
          plan_id?: string | null;
          started_at?: string | null;
          state?: string;
          target_keyword: string;
          updated_at?: string;
          workflow_id?: string | null;
        };
        Update: {
          article_id?: string | null;
          attempts?: number;
          created_at?: string;
          created_by?: string | null;
          custom_instructions?: string;
          due_at?: string;
          finished_at?: string | null;
          id?: string;
          last_error?: string | null;
          max_attempts?: number;
          options?: Json;
          plan_id?: string | null;
          started_at?: string | null;
          state?: string;
          target_keyword?: string;
          updated_at?: string;
          workflow_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'automation_jobs_article_id_fkey';
            columns: ['article_id'];
            isOneToOne: false;
            referencedRelation: 'articles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'automation_jobs_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'content_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'automation_jobs_workflow_id_fkey';
            columns: ['workflow_id'];
            isOneToOne: false;
            referencedRelation: 'automation_workflows';
            referencedColumns: ['id'];
          },
        ];
      };
      automation_workflows: {
        Row: {
          created_at: string;
          created_by: string | null;
          id: string;
          is_default: boolean;
          name: string;
          steps: Json;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_default?: boolean;
          name: string;
          steps?: Json;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_default?: boolean;
          name?: string;
          steps?: Json;
          updated_at?: string;
        };
        Relationships: [];
      };
      categories: {
        Row: {
          created_at: string;
          description: string;
          id: string;
          name: string;
          slug: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string;
          id?: string;
          name: string;
          slug: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          id?: string;
          name?: string;
          slug?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      compatibility_tools: {
        Row: {
          cover_photo: string | null;
          created_at: string;
          headline: string | null;
          id: string;
          is_active: boolean;
          keywords: string | null;
          name: string;
          seo_content: string | null;
          subheadline: string | null;
          updated_at: string;
        };
        Insert: {
          cover_photo?: string | null;
          created_at?: string;
          headline?: string | null;
          id: string;
          is_active?: boolean;
          keywords?: string | null;
          name: string;
          seo_content?: string | null;
          subheadline?: string | null;
          updated_at?: string;
        };
        Update: {
          cover_photo?: string | null;
          created_at?: string;
          headline?: string | null;
          id?: string;
          is_active?: boolean;
          keywords?: string | null;
          name?: string;
          seo_content?: string | null;
          subheadline?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      content_plans: {
        Row: {
          cadence_days: number;
          created_at: string;
          created_by: string | null;
          description: string;
          id: string;
          is_active: boolean;
          name: string;
          next_run_at: string | null;
          options: Json;
          topics: Json;
          updated_at: string;
          workflow_id: string | null;
        };
        Insert: {
          cadence_days?: number;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          id?: string;
          is_active?: boolean;
          name: string;
          next_run_at?: string | null;
          options?: Json;
          topics?: Json;
          updated_at?: string;
          workflow_id?: string | null;
        };
        Update: {
          cadence_days?: number;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          id?: string;
          is_active?: boolean;
          name?: string;
          next_run_at?: string | null;
          options?: Json;
          topics?: Json;
          updated_at?: string;
          workflow_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'content_plans_workflow_id_fkey';
            columns: ['workflow_id'];
            isOneToOne: false;
            referencedRelation: 'automation_workflows';
            referencedColumns: ['id'];
          },
        ];
      };
      email_campaigns: {
        Row: {
          audience: Json;
          body_html: string;
          body_markdown: string;
          created_at: string;
          created_by: string | null;
          id: string;
          last_error: string | null;
          preview_text: string;
          recipients_count: number;
          scheduled_at: string | null;
          sent_at: string | null;
          status: string;
          subject: string;
          updated_at: string;
        };
        Insert: {
          audience?: Json;
          body_html?: string;
          body_markdown?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          last_error?: string | null;
          preview_text?: string;
          recipients_count?: number;
          scheduled_at?: string | null;
          sent_at?: string | null;
          status?: string;
          subject: string;
          updated_at?: string;
        };
        Update: {
          audience?: Json;
          body_html?: string;
          body_markdown?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          last_error?: string | null;
          preview_text?: string;
          recipients_count?: number;
          scheduled_at?: string | null;
          sent_at?: string | null;
          status?: string;
          subject?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      email_confirmations: {
        Row: {
          email: string;
          expires_at: string;
          list: string;
          requested_at: string;
          token_hash: string;
        };
        Insert: {
          email: string;
          expires_at: string;
          list: string;
          requested_at?: string;
          token_hash: string;
        };
        Update: {
          email?: string;
          expires_at?: string;
          list?: string;
          requested_at?: string;
          token_hash?: string;
        };
        Relationships: [];
      };
      email_deliveries: {
        Row: {
          campaign_id: string;
          created_at: string;
          email: string;
          error: string | null;
          id: string;
          provider_message_id: string | null;
          sent_at: string | null;
          status: string;
          subscriber_id: string | null;
        };
        Insert: {
          campaign_id: string;
          created_at?: string;
          email: string;
          error?: string | null;
          id?: string;
          provider_message_id?: string | null;
          sent_at?: string | null;
          status?: string;
          subscriber_id?: string | null;
        };
        Update: {
          campaign_id?: string;
          created_at?: string;
          email?: string;
          error?: string | null;
          id?: string;
          provider_message_id?: string | null;
          sent_at?: string | null;
          status?: string;
          subscriber_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'email_deliveries_campaign_id_fkey';
            columns: ['campaign_id'];
            isOneToOne: false;
            referencedRelation: 'email_campaigns';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_deliveries_subscriber_id_fkey';
            columns: ['subscriber_id'];
            isOneToOne: false;
            referencedRelation: 'newsletter_subscribers';
            referencedColumns: ['id'];
          },
        ];
      };
      media: {
        Row: {
          alt: string;
          bucket: string;
          created_at: string;
          height: number | null;
          id: string;
          mime_type: string | null;
          size: number;
          storage_path: string;
          updated_at: string;
          uploaded_by: string | null;
          url: string;
          width: number | null;
        };
        Insert: {
          alt?: string;
          bucket?: string;
          created_at?: string;
          height?: number | null;
          id?: string;
          mime_type?: string | null;
          size: number;
          storage_path: string;
          updated_at?: string;
          uploaded_by?: string | null;
          url: string;
          width?: number | null;
        };
        Update: {
          alt?: string;
          bucket?: string;
          created_at?: string;
          height?: number | null;
          id?: string;
          mime_type?: string | null;
          size?: number;
          storage_path?: string;
          updated_at?: string;
          uploaded_by?: string | null;
          url?: string;
          width?: number | null;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          confirmed_at: string | null;
          consent_at: string;
          consent_text: string;
          consent_version: string;
          created_at: string;
          email: string;
          id: string;
          source: string;
          status: string;
          unsubscribe_token: string;
          unsubscribed_at: string | null;
          updated_at: string;
        };
        Insert: {
          confirmed_at?: string | null;
          consent_at?: string;
          consent_text?: string;
          consent_version?: string;
          created_at?: string;
          email: string;
          id?: string;
          source?: string;
          status?: string;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
          updated_at?: string;
        };
        Update: {
          confirmed_at?: string | null;
          consent_at?: string;
          consent_text?: string;
          consent_version?: string;
          created_at?: string;
          email?: string;
          id?: string;
          source?: string;
          status?: string;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      quiz_leads: {
        Row: {
          answers: Json;
          confirmed_at: string | null;
          consent_at: string;
          consent_text: string;
          consent_version: string;
          created_at: string;
          email: string;
          id: string;
          pending_answers: Json | null;
          source: string;
          status: string;
          updated_at: string;
        };
        Insert: {
          answers?: Json;
          confirmed_at?: string | null;
          consent_at?: string;
          consent_text?: string;
          consent_version?: string;
          created_at?: string;
          email: string;
          id?: string;
          pending_answers?: Json | null;
          source?: string;
          status?: string;
          updated_at?: string;
        };
        Update: {
          answers?: Json;
          confirmed_at?: string | null;
          consent_at?: string;
          consent_text?: string;
          consent_version?: string;
          created_at?: string;
          email?: string;
          id?: string;
          pending_answers?: Json | null;
          source?: string;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      rate_limit_windows: {
        Row: {
          bucket: string;
          client_key: string;
          hits: number;
          window_ends_at: string;
        };
        Insert: {
          bucket: string;
          client_key: string;
          hits: number;
          window_ends_at: string;
        };
        Update: {
          bucket?: string;
          client_key?: string;
          hits?: number;
          window_ends_at?: string;
        };
        Relationships: [];
      };
      site_settings: {
        Row: {
          description: string;
          is_public: boolean;
          key: string;
          updated_at: string;
          updated_by: string | null;
          value: Json;
        };
        Insert: {
          description?: string;
          is_public?: boolean;
          key: string;
          updated_at?: string;
          updated_by?: string | null;
          value: Json;
        };
        Update: {
          description?: string;
          is_public?: boolean;
          key?: string;
          updated_at?: string;
          updated_by?: string | null;
          value?: Json;
        };
        Relationships: [];
      };
      user_profiles: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          role: string;
          status: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id: string;
          name?: string;
          role?: string;
          status?: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
          role?: string;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      published_articles: {
        Row: {
          author_name: string | null;
          category_id: string | null;
          content: string | null;
          cover_image_alt: string | null;
          cover_image_url: string | null;
          created_at: string | null;
          excerpt: string | null;
          id: string | null;
          keywords: string[] | null;
          published_at: string | null;
          seo_description: string | null;
          seo_title: string | null;
          slug: string | null;
          status: string | null;
          tags: string[] | null;
          title: string | null;
          updated_at: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'articles_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Functions: {
      admin_list_users: {
        Args: Record<PropertyKey, never>;
        Returns: {
          id: string;
          name: string;
          role: string;
          status: string;
          created_at: string;
          updated_at: string;
          email: string;
          user_created_at: string;
          last_sign_in_at: string | null;
          email_confirmed_at: string | null;
        }[];
      };
      claim_next_automation_job: {
        Args: Record<PropertyKey, never>;
        Returns: Database['public']['Tables']['automation_jobs']['Row'][];
      };
      current_app_role: { Args: Record<PropertyKey, never>; Returns: string | null };
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean };
      publish_due_articles: { Args: Record<PropertyKey, never>; Returns: number };
      set_user_role: {
        Args: { target_email: string; new_role: string };
        Returns: { id: string; email: string; role: string }[];
      };
      take_rate_limit: {
        Args: { bucket: string; client_key: string; max_hits: number; window_seconds: number };
        Returns: { allowed: boolean; hits: number; retry_after_ms: number }[];
      };
      unsubscribe_newsletter: { Args: { token: string }; Returns: boolean };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
